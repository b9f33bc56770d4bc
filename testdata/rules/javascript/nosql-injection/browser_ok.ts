// A page's code: a message from the service worker removes an entry from a cache map.
const offlineManifest = new Map<string, number>()

navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
  const { data } = event
  if (data.type === 'evicted') {
    offlineManifest.delete(data.songId)
    cache.remove(data.songId)
  }
})

window.addEventListener('message', e => {
  store.find(e.data.filter)
})

// A NestJS controller hands the body to the application's own service, whose findOne is its own method.
class UserController {
  constructor(private readonly userService: UserService) {}
  async login(@Body('user') loginUserDto: LoginUserDto) {
    return this.userService.findOne(loginUserDto);
  }
}
