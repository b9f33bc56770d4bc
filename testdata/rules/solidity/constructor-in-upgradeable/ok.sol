pragma solidity 0.8.24;

contract Vault is Initializable, UUPSUpgradeable {
    address public owner;

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    function initialize(address owner_) public initializer {
        owner = owner_;
    }
}

contract Plain is Ownable {
    uint256 public x;
    constructor() { x = 1; }
}
