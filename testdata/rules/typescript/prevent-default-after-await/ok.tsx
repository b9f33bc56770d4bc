import React from 'react';

declare function validate(form: HTMLFormElement): Promise<boolean>;
declare function save(data: FormData): Promise<void>;

export function SignupForm() {
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await validate(form)) await save(new FormData(form));
  };
  return <form onSubmit={onSubmit}><button>Sign up</button></form>;
}

export function bindLinks(root: HTMLElement) {
  root.addEventListener('click', async (e) => {
    e.stopPropagation();
    await save(new FormData());
  });
  // a synchronous handler may call it anywhere
  root.addEventListener('submit', (e) => {
    void save(new FormData());
    e.preventDefault();
  });
}
