import { Component, OnInit } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { HttpClient } from '@angular/common/http';

interface Article {
  slug: string;
  authorId: string;
}

@Component({ selector: 'app-article', templateUrl: './article.component.html' })
export class ArticleComponent implements OnInit {
  article?: Article;
  author?: { name: string };

  constructor(private route: ActivatedRoute, private http: HttpClient) {}

  ngOnInit(): void {
    this.route.paramMap.subscribe((params) => {
      this.http.get<Article>(`/api/articles/${params.get('slug')}`).subscribe((article) => { // want "typescript/rxjs-nested-subscribe"
        this.article = article;
      });
    });
    this.http.get<Article>('/api/articles/latest').subscribe({
      next: (a) => {
        this.http.get<{ name: string }>(`/api/profiles/${a.authorId}`).subscribe((p) => (this.author = p)); // want "typescript/rxjs-nested-subscribe"
      },
    });
  }
}
