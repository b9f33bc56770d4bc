import { Component, OnInit } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { firstValueFrom } from 'rxjs';

interface User {
  id: string;
  name: string;
}

@Component({ selector: 'app-users', templateUrl: './users.component.html' })
export class UsersComponent implements OnInit {
  users: User[] = [];

  constructor(private http: HttpClient) {}

  ngOnInit(): void {
    this.loadUsers(); // want "typescript/floating-async-call"
  }

  async loadUsers(): Promise<void> {
    this.users = await firstValueFrom(this.http.get<User[]>('/api/users'));
  }
}

async function flushQueue(queue: string[]): Promise<void> {
  while (queue.length > 0) {
    const item = queue.shift();
    await fetch('/api/events', { method: 'POST', body: item });
  }
}

export function onUnload(queue: string[]): void {
  flushQueue(queue); // want "typescript/floating-async-call"
}
