resource "google_redis_instance" "cache" { # want "hcl/memorystore-redis-unprotected"
  name           = "cache"
  memory_size_gb = 1
  auth_enabled   = true
}

resource "google_redis_instance" "sessions" { # want "hcl/memorystore-redis-unprotected" "hcl/memorystore-redis-unprotected"
  name                    = "sessions"
  memory_size_gb          = 1
  auth_enabled            = false
  transit_encryption_mode = "DISABLED"
}
