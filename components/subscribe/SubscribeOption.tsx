// The unticked "also send me the newsletter" box of the contact, revenue-check and booking forms
// (docs/product/subscriptions.md#subscribing): ticked, the form's address gets the double opt-in's
// confirmation email; its sentence is the one stored with the consent.
import { subscribeOptionWording } from '#content/subscriptions.ts';
import { subscribeOptionField, subscribeOptionTicked } from '#shared/subscriptions.ts';
import './subscribe.css';

/** `id`: unique on the page; `ticked`: the visitor's own tick, when the server sends the form back. */
export function SubscribeOption({ id, ticked = false }: { id: string; ticked?: boolean | undefined }) {
  return (
    <div className="subscribe-option">
      <input type="checkbox" id={id} name={subscribeOptionField} value={subscribeOptionTicked} defaultChecked={ticked} />
      <label htmlFor={id}>{subscribeOptionWording}</label>
    </div>
  );
}
