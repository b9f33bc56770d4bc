import com.zaxxer.hikari.HikariConfig;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

class Db {
  Object source(User user) {
    DriverManagerDataSource dataSource = new DriverManagerDataSource();
    dataSource.setPassword(System.getenv("DB_PASSWORD"));
    HikariConfig hikariConfig = new HikariConfig();
    hikariConfig.setPassword("${DB_PASSWORD}");
    user.setPassword("irrelevant");
    return dataSource;
  }
}
