@Injectable({ providedIn: 'root' })
export class ItemService {
  constructor(private http: HttpClient) {}
  list(): Observable<Item[]> {
    return this.http.get<Item[]>('http://api.shop.com/items'); // want "plain-http-request"
  }
}
