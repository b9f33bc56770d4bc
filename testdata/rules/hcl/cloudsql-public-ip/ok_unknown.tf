resource "google_sql_database_instance" "this" {
  name             = var.name
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled    = var.public_ip_enabled && length(var.authorized_networks) > 0
      private_network = var.network_id
      ssl_mode        = "ENCRYPTED_ONLY"
    }
  }
}
