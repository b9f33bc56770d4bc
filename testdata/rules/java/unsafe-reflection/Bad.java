import javax.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RequestParam;

class Plugins {
  Object load(HttpServletRequest request) throws Exception {
    String name = request.getParameter("handler");
    Class<?> c = Class.forName(name); // want "java/unsafe-reflection"
    return c.getDeclaredConstructor().newInstance();
  }
  Object load2(@RequestParam String type) throws Exception {
    return Thread.currentThread().getContextClassLoader().loadClass("com.example." + type); // want "java/unsafe-reflection"
  }
}
