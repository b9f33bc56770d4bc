'use server';

import { readFile } from 'fs/promises';
import { exec } from 'child_process';
import { redirect } from 'next/navigation';

// A server function: the client calls it with a FormData of its own.
export async function runReport(formData: FormData) {
  const name = formData.get('report') as string;
  exec(`generate-report ${name}`); // want "command-injection: .*formData"
}

export async function readNote(id: string) {
  return readFile(`./notes/${id}.md`, 'utf8'); // want "path-traversal"
}

// A helper the module keeps to itself is called by its own code only.
async function readTemplate(name: string) {
  return readFile(`./templates/${name}.html`, 'utf8');
}

export async function goHome() {
  redirect('/');
}
