resource "azurerm_kubernetes_cluster" "main" { # want "hcl/aks-api-server-open"
  name                = "main"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  dns_prefix          = "main"
}

resource "azurerm_kubernetes_cluster" "open" { # want "hcl/aks-api-server-open"
  name                = "open"
  location            = "westeurope"
  resource_group_name = "rg"
  dns_prefix          = "open"
  api_server_access_profile {
    authorized_ip_ranges = ["0.0.0.0/0"]
  }
}
