import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Properties;

class Db {
    static final String URL = "jdbc:sqlserver://db.prod.example.com:1433;databaseName=app;encrypt=true;trustServerCertificate=false";
    static final String LOCAL = "jdbc:sqlserver://localhost:1433;databaseName=app;trustServerCertificate=true";

    Connection open(String user, String pw) throws Exception {
        DriverManager.getConnection("jdbc:mysql://db.example.com:3306/app?sslMode=VERIFY_IDENTITY", user, pw);
        DriverManager.getConnection("jdbc:postgresql://pg.example.com/app?sslmode=verify-full", user, pw);
        DriverManager.getConnection("jdbc:mysql://127.0.0.1:3306/test?useSSL=false", user, pw);
        DriverManager.getConnection("jdbc:h2:mem:test;encrypt=false", user, pw);
        Properties props = new Properties();
        props.setProperty("trustServerCertificate", "false");
        props.put("useSSL", "true");
        return DriverManager.getConnection(URL, props);
    }

    void dataSource(com.microsoft.sqlserver.jdbc.SQLServerDataSource ds) throws Exception {
        ds.setTrustServerCertificate(false);
        ds.setEncrypt(true);
    }
}
