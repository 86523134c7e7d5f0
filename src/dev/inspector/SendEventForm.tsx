import { useId, useState, type FormEvent } from 'react';
import type { AnyActorRef } from 'xstate';

/** Sends one of the events the active states accept, with an editable JSON payload. */
export function SendEventForm({ actor, eventTypes }: { actor: AnyActorRef; eventTypes: string[] }) {
  const [picked, setPicked] = useState('');
  const [payload, setPayload] = useState('{}');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const type = eventTypes.includes(picked) ? picked : (eventTypes[0] ?? '');

  const send = (submit: FormEvent) => {
    submit.preventDefault();
    let fields: unknown;
    try {
      fields = JSON.parse(payload);
    } catch {
      setError('The payload is not valid JSON.');
      return;
    }
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
      setError('The payload must be a JSON object.');
      return;
    }
    setError(null);
    actor.send({ ...fields, type });
  };

  if (eventTypes.length === 0) return <p>The current state accepts no event.</p>;
  return (
    <form onSubmit={send} aria-label="Send an event" style={{ display: 'grid', gap: '0.25rem', marginBlock: '0.5rem' }}>
      <label htmlFor={`${id}-type`}>Event the current state accepts</label>
      <select id={`${id}-type`} value={type} onChange={(e) => setPicked(e.target.value)}>
        {eventTypes.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-payload`}>Payload (JSON, without "type")</label>
      <textarea id={`${id}-payload`} rows={3} value={payload} onChange={(e) => setPayload(e.target.value)} spellCheck={false} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Send {type}</button>
    </form>
  );
}
