import type { Ref } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ChevronRight } from "@/components/icons/glyphs";
import { controlClasses, describedBy, Field, fieldIds } from "@/components/contact/form-field";
import type { EnquiryInput } from "@/lib/enquiry";
import { BUDGETS, HEARD_FROM, OCCASIONS, type Choice, type TripField } from "@/lib/enquiry/trip";

type TripDetailsProps = {
  register: UseFormRegister<EnquiryInput>;
  errors: FieldErrors<EnquiryInput>;
  /** The months on offer, "2027-03" → "March 2027". */
  months: readonly Choice[];
  detailsRef: Ref<HTMLDetailsElement>;
};

const legendClasses = "font-display text-xl text-navy";

function Options({ choices, empty }: { choices: readonly Choice[]; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/**
 * "Tell us more": the optional part of the enquiry, folded away in a native disclosure so the form stays as
 * short as the spec's until the visitor wants more. Every control is in the page's HTML.
 */
export function TripDetails({ register, errors, months, detailsRef }: TripDetailsProps) {
  // A field's label, hint and error, and its control's id, description and registration, kept in step.
  const bind = (name: TripField, label: string, hint?: string) => {
    const error = errors[name]?.message;
    return {
      field: { name, label, hint, error },
      control: {
        id: fieldIds(name).input,
        className: controlClasses,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(name, { hint: Boolean(hint), error: Boolean(error) }),
        ...register(name),
      },
    };
  };
  const depart = bind("departDate", "Departure date");
  const back = bind("returnDate", "Return date");
  const month = bind("month", "Or, a month");
  const nights = bind("nights", "Number of nights");
  const adults = bind("adults", "Adults");
  const children = bind("children", "Children");
  const ages = bind("childAges", "Children's ages", "Their ages when you travel, such as 4, 7");
  const budget = bind("budget", "Budget per person");
  const occasion = bind("occasion", "Special occasion");
  const needs = bind(
    "needs",
    "Accessibility, mobility or dietary needs",
    "Step-free rooms, a wheelchair, allergies: anything that helps us plan with care.",
  );
  const heard = bind("heardFrom", "How did you hear about us?");

  return (
    <details ref={detailsRef} className="group rounded-xl border border-line bg-ivory/60 sm:col-span-2">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block font-medium text-navy">Tell us more</span>
          <span className="mt-0.5 block text-sm text-muted">
            Optional: your dates, who is travelling, a budget and anything we should know.
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-bronze transition-transform duration-200 group-open:rotate-90" />
      </summary>

      <div className="grid gap-10 border-t border-line px-5 pt-6 pb-8">
        <fieldset className="min-w-0">
          <legend className={legendClasses}>Your dates</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field {...depart.field}>
              <input type="date" {...depart.control} />
            </Field>
            <Field {...back.field}>
              <input type="date" {...back.control} />
            </Field>
            <Field {...month.field}>
              <select {...month.control}>
                <Options choices={months} empty="No particular month" />
              </select>
            </Field>
            <label className="flex cursor-pointer items-center gap-3 text-sm text-ink sm:self-end sm:pb-3.5">
              <input
                id={fieldIds("flexible").input}
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer rounded accent-navy"
                {...register("flexible")}
              />
              <span>My dates are flexible</span>
            </label>
            <Field {...nights.field}>
              <input type="number" min={1} max={365} {...nights.control} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className={legendClasses}>Who is travelling</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field {...adults.field}>
              <input type="number" min={1} {...adults.control} />
            </Field>
            <Field {...children.field}>
              <input type="number" min={0} {...children.control} />
            </Field>
            <Field {...ages.field} className="sm:col-span-2">
              <input type="text" autoComplete="off" {...ages.control} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className={legendClasses}>The finer details</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field {...budget.field}>
              <select {...budget.control}>
                <Options choices={BUDGETS} empty="Choose a range" />
              </select>
            </Field>
            <Field {...occasion.field}>
              <select {...occasion.control}>
                <Options choices={OCCASIONS} empty="Choose one" />
              </select>
            </Field>
            <Field {...needs.field} className="sm:col-span-2">
              <textarea rows={3} {...needs.control} className={`${controlClasses} resize-y`} />
            </Field>
            <Field {...heard.field} className="sm:col-span-2">
              <select {...heard.control}>
                <Options choices={HEARD_FROM} empty="Choose one" />
              </select>
            </Field>
          </div>
        </fieldset>
      </div>
    </details>
  );
}
