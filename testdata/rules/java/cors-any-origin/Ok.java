@RestController
class Api {
  @CrossOrigin(origins = "https://app.example.com")
  @GetMapping("/a")
  String a() { return "a"; }

  public void addCorsMappings(CorsRegistry registry) {
    registry.addMapping("/**").allowedOrigins("https://app.example.com");
  }
}

class CorsFilter {
  void apply(HttpServletResponse response) {
    response.setHeader("Access-Control-Allow-Origin", "https://app.example.com");
    response.setHeader("Access-Control-Allow-Methods", "*");
  }
}

@RestController
@CrossOrigin("https://app.example.com")
class OpenApi {
  @CrossOrigin(origins = {"https://app.example.com"}, maxAge = 3600)
  @GetMapping("/b")
  String b() { return "b"; }
}
