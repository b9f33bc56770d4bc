import { Component, ElementRef, OnInit, ViewChild } from '@angular/core';
import { MatPaginator } from '@angular/material/paginator';
import { MatTableDataSource } from '@angular/material/table';

@Component({
  selector: 'app-orders',
  template: '<input #search /><table mat-table [dataSource]="data"></table><mat-paginator></mat-paginator>',
})
export class OrdersComponent implements OnInit {
  @ViewChild('search') search!: ElementRef<HTMLInputElement>;
  @ViewChild(MatPaginator, { static: false }) paginator!: MatPaginator;
  data = new MatTableDataSource<string>([]);

  ngOnInit(): void {
    this.data.paginator = this.paginator; // want "typescript/angular-view-query-read-too-early"
    this.search.nativeElement.focus(); // want "typescript/angular-view-query-read-too-early"
  }
}
