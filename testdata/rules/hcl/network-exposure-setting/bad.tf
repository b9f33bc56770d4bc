resource "aws_emr_block_public_access_configuration" "this" { # want "hcl/network-exposure-setting: block_public_security_group_rules = false"
  block_public_security_group_rules = false
}

resource "google_container_cluster" "gke" { # want "hcl/network-exposure-setting: gcp_public_cidrs_access_enabled = true"
  name     = "gke"
  location = "europe-west1"
  master_authorized_networks_config {
    gcp_public_cidrs_access_enabled = true
    cidr_blocks {
      cidr_block = "10.0.0.0/8"
    }
  }
}

resource "azurerm_mssql_firewall_rule" "azure_services" { # want "hcl/network-exposure-setting: end_ip_address = 0.0.0.0"
  name             = "AllowAzureServices"
  server_id        = azurerm_mssql_server.main.id
  start_ip_address = "0.0.0.0"
  end_ip_address   = "0.0.0.0"
}

resource "azurerm_synapse_firewall_rule" "azure_services" { # want "hcl/network-exposure-setting"
  name                 = "AllowAllWindowsAzureIps"
  synapse_workspace_id = azurerm_synapse_workspace.analytics.id
  start_ip_address     = "0.0.0.0"
  end_ip_address       = "0.0.0.0"
}
