pragma solidity 0.8.24;

contract Wallet {
    address public owner;

    function initialize(address _owner) external { // want "solidity/unprotected-initializer"
        owner = _owner;
    }
}
