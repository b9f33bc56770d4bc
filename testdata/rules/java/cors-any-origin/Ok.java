@RestController
class Api {
  @CrossOrigin(origins = "https://app.example.com")
  @GetMapping("/a")
  String a() { return "a"; }

  public void addCorsMappings(CorsRegistry registry) {
    registry.addMapping("/**").allowedOrigins("https://app.example.com");
  }
}
