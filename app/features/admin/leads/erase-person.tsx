import { useState } from "react";
import { TextField } from "~/components/ui/field";
import { ConfirmDialog } from "~/features/admin/shared/confirm-dialog";

/**
 * "Erase this person" (right to erasure): a button that opens the confirm step naming the address and
 * what goes; only the dialog's Erase button posts intent=erase with confirm=erase to the route's action.
 * Without `email` it first asks for the address (the Settings tab).
 */
export function ErasePerson({ email }: { email?: string }) {
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const address = email ?? typed.trim();
  return (
    <div className="mt-3">
      {email === undefined && (
        <TextField
          id="erase-email"
          type="email"
          label="E-mail address"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      )}
      <button
        type="button"
        className="btn-secondary mt-2 border-red-700 text-red-800"
        disabled={!address}
        onClick={() => setOpen(true)}
      >
        Erase this person…
      </button>
      {open && (
        <ConfirmDialog
          title="Erase this person"
          confirmLabel="Erase"
          fields={{ intent: "erase", email: address, confirm: "erase" }}
          onClose={() => setOpen(false)}
        >
          <p className="text-slate-800">
            Everything stored about <strong className="break-all">{address}</strong> is erased: their leads with notes
            and deliveries, chat transcripts and newsletter subscription are deleted; the address is blanked on their
            comments and stored e-mails, and replaced by a hash in the audit log.
          </p>
          <p className="mt-2 font-semibold text-slate-900">This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
