import { AfterViewInit, Component, ElementRef, OnInit, ViewChild } from '@angular/core';
import { MatPaginator } from '@angular/material/paginator';
import { MatSort } from '@angular/material/sort';
import { MatTableDataSource } from '@angular/material/table';

@Component({
  selector: 'app-orders',
  template: '<input #search /><table mat-table matSort [dataSource]="data"></table><mat-paginator></mat-paginator>',
})
export class OrdersComponent implements OnInit, AfterViewInit {
  @ViewChild('search', { static: true }) search!: ElementRef<HTMLInputElement>;
  @ViewChild(MatPaginator) paginator!: MatPaginator;
  @ViewChild(MatSort) sort!: MatSort;
  data = new MatTableDataSource<string>([]);

  ngOnInit(): void {
    this.search.nativeElement.focus();
    setTimeout(() => (this.data.sort = this.sort));
  }

  ngAfterViewInit(): void {
    this.data.paginator = this.paginator;
  }
}
