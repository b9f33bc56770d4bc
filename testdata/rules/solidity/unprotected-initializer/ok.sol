pragma solidity 0.8.24;

contract Wallet is Initializable {
    address public owner;
    bool initialized;

    function initialize(address _owner) external initializer {
        owner = _owner;
    }

    function init(address _owner) public {
        require(!initialized, "already initialized");
        initialized = true;
        owner = _owner;
    }

    function _init(address _owner) internal {
        owner = _owner;
    }
}
