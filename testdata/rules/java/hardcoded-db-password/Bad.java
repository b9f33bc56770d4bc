import java.net.PasswordAuthentication;
import java.sql.Connection;
import java.sql.DriverManager;

class Db {
  Connection open() throws Exception {
    return DriverManager.getConnection("jdbc:postgresql://db/app", "app", "s3cr3t-Passw0rd"); // want "java/hardcoded-db-password"
  }
  PasswordAuthentication auth() {
    return new PasswordAuthentication("proxyuser", "hunter22".toCharArray()); // want "java/hardcoded-db-password"
  }
}
