@Service
class OrderService {
  private final OrderRepository repo;
  OrderService(OrderRepository repo) { this.repo = repo; }
}

@SpringBootTest
class OrderServiceTests {
  @Autowired
  private OrderService service;
}

class OrderControllerTests {
  @Autowired
  private MockMvc mockMvc;

  @Test
  void lists() throws Exception { mockMvc.perform(get("/orders")); }
}
