resource "google_redis_instance" "cache" {
  name                    = "cache"
  memory_size_gb          = 1
  auth_enabled            = true
  transit_encryption_mode = "SERVER_AUTHENTICATION"
}
