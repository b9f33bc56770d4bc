resource "aws_opensearch_domain" "search" { # want "hcl/unauthenticated-access-enabled"
  domain_name = "search"
  advanced_security_options {
    enabled                = true
    anonymous_auth_enabled = true
  }
}

resource "aws_msk_cluster" "events" { # want "hcl/unauthenticated-access-enabled"
  cluster_name  = "events"
  kafka_version = "3.5.1"
  client_authentication {
    unauthenticated = true
  }
}

resource "azurerm_container_registry" "acr" { # want "hcl/unauthenticated-access-enabled"
  name                   = "acmeacr"
  resource_group_name    = azurerm_resource_group.main.name
  location               = "westeurope"
  sku                    = "Standard"
  anonymous_pull_enabled = true
}
