pragma solidity 0.8.24;

contract Router {
    address immutable pool;

    function execute(address target, bytes calldata data) external onlyOwner {
        (bool ok, ) = target.call(data);
        require(ok);
    }

    function swap(uint256 amount) external {
        (bool ok, ) = pool.call(abi.encodeWithSignature("swap(uint256)", amount));
        require(ok);
    }
}

contract Wallet {
    address owner;

    function execute(address target, bytes calldata data) external {
        require(msg.sender == owner, "not owner");
        (bool ok, ) = target.call(data);
        require(ok);
    }
}
