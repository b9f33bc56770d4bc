terraform {
  backend "http" {
    address = "http://state.example.com/prod" # want "hcl/state-backend-insecure"
  }
}
