"""Wraps one PNG in an ICO container (PNG-in-ICO, supported since Windows Vista).

Usage: python3 png-to-ico.py in.png out.ico
"""
import struct
import sys

src, dest = sys.argv[1], sys.argv[2]
png = open(src, 'rb').read()
if png[:8] != b'\x89PNG\r\n\x1a\n':
    sys.exit(f'{src} is not a PNG')
width, height = struct.unpack('>II', png[16:24])
if width > 256 or height > 256:
    sys.exit('ICO images are at most 256x256')

# ICONDIR (reserved, type 1 = icon, one image) then one ICONDIRENTRY;
# a width or height of 256 is written as 0.
header = struct.pack('<HHH', 0, 1, 1)
entry = struct.pack('<BBBBHHII', width % 256, height % 256, 0, 0, 1, 32, len(png), 6 + 16)
with open(dest, 'wb') as out:
    out.write(header + entry + png)
