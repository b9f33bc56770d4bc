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
  error = '';

  constructor(private http: HttpClient) {}

  ngOnInit(): void {
    void this.loadUsers();
    this.refresh();
    this.loadSafely();
    this.loadUsers().catch((err) => (this.error = String(err)));
  }

  async loadUsers(): Promise<void> {
    this.users = await firstValueFrom(this.http.get<User[]>('/api/users'));
  }

  async loadSafely(): Promise<void> {
    try {
      this.users = await firstValueFrom(this.http.get<User[]>('/api/users'));
    } catch (err) {
      this.error = String(err);
    }
  }

  refresh(): void {
    this.users = [...this.users];
  }

  async reload(): Promise<void> {
    await this.loadUsers();
  }
}

async function main(): Promise<void> {
  await fetch('/api/ping');
}

main();
