import java.net.PasswordAuthentication;
import java.sql.Connection;
import java.sql.DriverManager;

class Db {
  Connection open() throws Exception {
    return DriverManager.getConnection("jdbc:postgresql://db/app", "app", System.getenv("DB_PASSWORD"));
  }
  Connection embedded() throws Exception {
    return DriverManager.getConnection("jdbc:h2:mem:test", "sa", "");
  }
  Connection url(String url) throws Exception {
    return DriverManager.getConnection(url);
  }
  PasswordAuthentication auth(char[] password) {
    return new PasswordAuthentication("proxyuser", password);
  }
}
