resource "google_container_cluster" "this" {
  name     = var.name
  location = var.region
  network_policy {
    enabled  = var.network_policy_enabled
    provider = "CALICO"
  }
  master_authorized_networks_config {}
}
