import React from 'react';

declare function validate(form: HTMLFormElement): Promise<boolean>;
declare function save(data: FormData): Promise<void>;

export function SignupForm() {
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    const ok = await validate(event.currentTarget);
    event.preventDefault(); // want "typescript/prevent-default-after-await"
    if (ok) await save(new FormData(event.currentTarget));
  };
  return <form onSubmit={onSubmit}><button>Sign up</button></form>;
}

export function bindLinks(root: HTMLElement) {
  root.addEventListener('click', async function (e) {
    await save(new FormData());
    e.stopPropagation(); // want "typescript/prevent-default-after-await"
  });
}
