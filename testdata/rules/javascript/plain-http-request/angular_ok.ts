@Injectable({ providedIn: 'root' })
export class ItemService {
  constructor(private http: HttpClient) {}
  list(): Observable<Item[]> {
    return this.http.get<Item[]>('https://api.shop.com/items');
  }
  local(): Observable<Item[]> {
    return this.http.get<Item[]>('http://localhost:4200/assets/items.json');
  }
}
