import org.apache.http.impl.client.HttpClients;

class Fetcher {
  Object client() {
    return HttpClients.createDefault();
  }
}
