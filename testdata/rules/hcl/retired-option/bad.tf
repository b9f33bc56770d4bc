terraform { # want "hcl/retired-option"
  backend "etcdv3" {
    endpoints = ["etcd-1:2379"]
    prefix    = "terraform-state/"
  }
}

resource "azurerm_public_ip" "lb" { # want "hcl/retired-option"
  name                = "lb"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  allocation_method   = "Dynamic"
  sku                 = "Basic"
}

resource "azurerm_application_gateway" "gw" { # want "hcl/retired-option"
  name                = "gw"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  sku {
    name     = "Standard_Medium"
    tier     = "Standard"
    capacity = 2
  }
}

resource "google_container_node_pool" "pool" { # want "hcl/retired-option"
  name    = "pool"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    image_type   = "COS"
  }
}

resource "google_container_cluster" "main" { # want "hcl/retired-option"
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  logging_service    = "logging.googleapis.com"
}

resource "aws_instance" "app" { # want "hcl/retired-option"
  ami           = data.aws_ami.base.id
  instance_type = "t3.small"
  provisioner "chef" {
    node_name  = "app"
    run_list   = ["recipe[app]"]
    server_url = "https://chef.example.com/organizations/example"
    user_name  = "terraform"
  }
}
