import org.apache.http.impl.client.DefaultHttpClient;

class Fetcher {
  Object client() {
    return new DefaultHttpClient(); // want "java/default-http-client"
  }
  Object qualified() {
    return new org.apache.http.impl.client.DefaultHttpClient(); // want "java/default-http-client"
  }
}
