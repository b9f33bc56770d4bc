resource "aws_emr_block_public_access_configuration" "this" {
  block_public_security_group_rules = true
  permitted_public_security_group_rule_range {
    min_range = 22
    max_range = 22
  }
}

resource "google_container_cluster" "gke" {
  name     = "gke"
  location = "europe-west1"
  master_authorized_networks_config {
    gcp_public_cidrs_access_enabled = false
    cidr_blocks {
      cidr_block = "10.0.0.0/8"
    }
  }
}

resource "azurerm_mssql_firewall_rule" "office" {
  name             = "office"
  server_id        = azurerm_mssql_server.main.id
  start_ip_address = "203.0.113.10"
  end_ip_address   = "203.0.113.20"
}
