pragma solidity 0.8.24;

contract Proxy {
    address implementation;

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }

    function upgradeAndCall(bytes calldata data) external {
        (bool ok, ) = implementation.delegatecall(data);
        require(ok);
    }
}

contract Upgradeable {
    address public owner;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function upgradeToAndCall(address impl, bytes calldata data) external onlyOwner {
        (bool ok, ) = impl.delegatecall(data);
        require(ok);
    }

    function execute(address target, bytes calldata data) external {
        require(msg.sender == owner, "not owner");
        (bool ok, ) = target.delegatecall(data);
        require(ok);
    }
}
