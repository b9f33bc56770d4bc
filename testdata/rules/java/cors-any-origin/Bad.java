@RestController
class Api {
  @CrossOrigin(origins = "*") // want "java/cors-any-origin"
  @GetMapping("/a")
  String a() { return "a"; }

  public void addCorsMappings(CorsRegistry registry) {
    registry.addMapping("/**").allowedOrigins("*"); // want "java/cors-any-origin"
  }
}

class CorsFilter {
  void apply(HttpServletResponse response) {
    response.setHeader("Access-Control-Allow-Origin", "*"); // want "java/cors-any-origin"
  }
}

@RestController
@CrossOrigin // want "java/cors-any-origin"
class OpenApi {
  @CrossOrigin(maxAge = 3600) // want "java/cors-any-origin"
  @GetMapping("/b")
  String b() { return "b"; }
}
