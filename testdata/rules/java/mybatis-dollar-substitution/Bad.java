import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;

interface UserMapper {
  @Select("SELECT * FROM users WHERE name = '${name}'") // want "java/mybatis-dollar-substitution"
  User byName(String name);

  @Select({"SELECT * FROM users", "ORDER BY ${column}"}) // want "java/mybatis-dollar-substitution"
  java.util.List<User> sorted(String column);

  @Update(value = "UPDATE users SET role = '${role}' WHERE id = #{id}") // want "java/mybatis-dollar-substitution"
  void setRole(String role, long id);
}
