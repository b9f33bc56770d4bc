resource "azurerm_service_fabric_cluster" "app" {
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
      "ClusterProtectionLevel" = "EncryptAndSign"
    }
  }

  # another section's setting of the same shape
  fabric_settings {
    name = "Diagnostics"
    parameters = {
      "ClusterProtectionLevel" = "None"
    }
  }

  certificate {
    thumbprint      = var.cluster_cert_thumbprint
    x509_store_name = "My"
  }
}

resource "azurerm_service_fabric_cluster" "module" {
  name                = var.name
  resource_group_name = var.resource_group_name
  location            = var.location
  reliability_level   = "Silver"
  upgrade_mode        = "Automatic"
  vm_image            = "Windows"
  management_endpoint = var.management_endpoint

  fabric_settings {
    name       = "Security"
    parameters = var.security_settings
  }
}
