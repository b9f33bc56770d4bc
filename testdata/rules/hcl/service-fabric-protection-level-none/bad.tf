resource "azurerm_service_fabric_cluster" "app" { # want "hcl/service-fabric-protection-level-none"
  name                 = "app-sf"
  resource_group_name  = azurerm_resource_group.app.name
  location             = azurerm_resource_group.app.location
  reliability_level    = "Bronze"
  upgrade_mode         = "Automatic"
  vm_image             = "Windows"
  management_endpoint  = "https://app-sf.westeurope.cloudapp.azure.com:19080"

  fabric_settings {
    name = "Security"
    parameters = {
      "ClusterProtectionLevel" = "None"
    }
  }

  node_type {
    name                 = "system"
    instance_count       = 3
    is_primary           = true
    client_endpoint_port = 19000
    http_endpoint_port   = 19080
  }
}

resource "azurerm_service_fabric_cluster" "signed" { # want "hcl/service-fabric-protection-level-none"
  name                = "signed-sf"
  resource_group_name = "rg-app"
  location            = "westeurope"
  reliability_level   = "Silver"
  upgrade_mode        = "Manual"
  cluster_code_version = "10.1.1541.9590"
  vm_image            = "Linux"
  management_endpoint = "https://signed-sf.westeurope.cloudapp.azure.com:19080"

  fabric_settings {
    name       = "Security"
    parameters = { ClusterProtectionLevel = "Sign" }
  }
}
