pragma solidity 0.8.24;

contract Vault is Initializable, UUPSUpgradeable {
    address public owner;

    constructor() { // want "solidity/constructor-in-upgradeable"
        owner = msg.sender;
    }
}
