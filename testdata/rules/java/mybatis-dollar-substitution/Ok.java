import org.apache.ibatis.annotations.Select;

interface UserMapper {
  @Select("SELECT * FROM users WHERE name = #{name}")
  User byName(String name);

  @Value("${app.name}")
  String appName();
}
