import com.zaxxer.hikari.HikariConfig;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

class Db {
  Object source() {
    DriverManagerDataSource dataSource = new DriverManagerDataSource();
    dataSource.setUrl("jdbc:postgresql://db/app");
    dataSource.setPassword("s3cr3t!"); // want "java/hardcoded-datasource-password"
    HikariConfig hikariConfig = new HikariConfig();
    hikariConfig.setPassword("hunter2"); // want "java/hardcoded-datasource-password"
    return dataSource;
  }
}
