import { Component, OnInit } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { HttpClient } from '@angular/common/http';
import { switchMap } from 'rxjs';

interface Article {
  slug: string;
  authorId: string;
}

@Component({ selector: 'app-article', templateUrl: './article.component.html' })
export class ArticleComponent implements OnInit {
  article?: Article;
  error = '';

  constructor(private route: ActivatedRoute, private http: HttpClient) {}

  ngOnInit(): void {
    this.route.paramMap
      .pipe(switchMap((params) => this.http.get<Article>(`/api/articles/${params.get('slug')}`)))
      .subscribe({
        next: (article) => (this.article = article),
        error: (err) => (this.error = String(err)),
      });
  }

  refresh(): void {
    this.http.get<Article>('/api/articles/latest').subscribe((a) => (this.article = a));
  }
}
