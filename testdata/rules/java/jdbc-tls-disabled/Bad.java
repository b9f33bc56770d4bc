import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Properties;

class Db {
    static final String URL = "jdbc:sqlserver://db.prod.example.com:1433;databaseName=app;encrypt=true;trustServerCertificate=true"; // want "java/jdbc-tls-disabled"

    Connection open(String user, String pw) throws Exception {
        DriverManager.getConnection("jdbc:mysql://db.example.com:3306/app?useSSL=false", user, pw); // want "java/jdbc-tls-disabled"
        DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?sslmode=disable", user, pw); // want "java/jdbc-tls-disabled"
        DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?ssl=true&sslfactory=org.postgresql.ssl.NonValidatingFactory", user, pw); // want "java/jdbc-tls-disabled"
        DriverManager.getConnection("jdbc:mariadb://maria.example.com/app?sslMode=trust", user, pw); // want "java/jdbc-tls-disabled"
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("trustServerCertificate", "true"); // want "java/jdbc-tls-disabled"
        props.put("useSSL", "false"); // want "java/jdbc-tls-disabled"
        return DriverManager.getConnection(URL, props);
    }

    void dataSource(com.microsoft.sqlserver.jdbc.SQLServerDataSource ds, com.mysql.cj.jdbc.MysqlDataSource my) throws Exception {
        ds.setTrustServerCertificate(true); // want "java/jdbc-tls-disabled"
        my.setUseSSL(false); // want "java/jdbc-tls-disabled"
    }
}
