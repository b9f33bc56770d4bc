@Service
class OrderService(private val repo: OrderRepository)
